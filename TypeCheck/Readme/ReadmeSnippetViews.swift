// The app-side views the README's quick starts assume ("your views"), so the iOS SDK check
// (../shared/ios-sdk/typecheck-ios, run by .ci/run) can type-check those snippets as written. Type-check support only; never part of a product.

import SwiftUI
import UIKit

/// A composer bar with a text view, as the UIKit quick start assumes.
final class ComposerBar: UIView {
  let textView = UITextView(frame: .zero)
}

/// A transcript, as the SwiftUI quick start assumes.
struct Messages: View {
  var body: some View { Text("transcript") }
}
