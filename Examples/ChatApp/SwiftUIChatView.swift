import KeyboardDockUIKit
import SwiftUI
import UIKit

/// The SwiftUI chat: `keyboardDock` keeps the composer on the keyboard while the transcript is
/// dragged down (the case `safeAreaInset` alone gets wrong).
@available(iOS 17.0, *)
struct SwiftUIChatView: View {
  @State private var keyboard = ObservableKeyboardState()
  @State private var draft = ""
  @State private var messages = Message.samples

  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        ForEach(messages) { message in
          Text(message.text)
        }
      }
      .padding(.horizontal, 16)
    }
    .scrollDismissesKeyboard(.interactively)
    .keyboardDock(keyboard) {
      HStack {
        TextField("Message", text: $draft)
        Button("Send") {
          messages.append(Message(id: messages.count, text: draft, isMine: true))
          draft = ""
        }
      }
      .padding(.horizontal, 8)
    }
  }
}

/// Hosts the SwiftUI chat in the tab bar controller.
@MainActor
enum SwiftUIChatViewController {
  static func make() -> UIViewController {
    let controller: UIViewController
    if #available(iOS 17.0, *) {
      controller = UIHostingController(rootView: SwiftUIChatView())
    } else {
      controller = UIViewController(nibName: nil, bundle: nil)
    }
    controller.tabBarItem = UITabBarItem(
      title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 1)
    return controller
  }
}
