import KeyboardDockUIKit
import SwiftUI

// The SwiftUI chat screen and form of README's "Chat screens and forms", compiled with the app
// (deployment target iOS 17; both work from iOS 15 with `PublishedKeyboardState`).

/// A chat screen whose newest message stays above the docked bar (`KeyboardChatScrollView`).
struct ChatScreen: View {
  @StateObject private var keyboard = PublishedKeyboardState()
  @State private var messages = (1...40).map { "Message \($0)" }
  @State private var draft = ""

  var body: some View {
    KeyboardChatScrollView(keyboard: keyboard, liftBehavior: .whenAtEnd) {
      ForEach(messages, id: \.self) { message in
        Text(message).frame(maxWidth: .infinity, alignment: .leading).padding(8)
      }
    }
    .keyboardDock(keyboard) {
      HStack {
        TextField("Message", text: $draft)
        Button("Send") {
          messages.append(draft)
          draft = ""
        }
      }
      .padding()
      .background(Color(uiColor: .secondarySystemBackground))
    }
  }
}

/// A form that scrolls the focused field above the keyboard and the docked bar.
struct AddressForm: View {
  enum Field: Hashable { case name, street, city, zip }
  @StateObject private var keyboard = PublishedKeyboardState()
  @FocusState private var focused: Field?
  @State private var values: [Field: String] = [:]

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 24) {
          ForEach([Field.name, .street, .city, .zip], id: \.self) { field in
            TextField("\(String(describing: field))", text: binding(field))
              .textFieldStyle(.roundedBorder)
              .focused($focused, equals: field)
              .id(field)
          }
        }
        .padding()
      }
      .keyboardScrollsFocusedField(focused, keyboard: keyboard, proxy: proxy)
    }
    .keyboardDock(keyboard) {
      HStack {
        Spacer()
        Button("Done") { focused = nil }
      }
      .padding()
    }
  }

  private func binding(_ field: Field) -> Binding<String> {
    Binding(get: { values[field, default: ""] }, set: { values[field] = $0 })
  }
}
