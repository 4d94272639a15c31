import Foundation
import KeyboardDockCore
import Testing

@Suite("KeyboardEvent.concerns(viewScreen:postedFor:): notifications for the view's own screen")
struct KeyboardEventScreenTests {
  final class Screen {}
  let main = Screen()
  let external = Screen()

  @Test("a notification without an object (before iOS 16.1) concerns every view")
  func noObject() {
    #expect(KeyboardEvent.concerns(viewScreen: ObjectIdentifier(main), postedFor: nil))
    #expect(KeyboardEvent.concerns(viewScreen: nil, postedFor: nil))
  }

  @Test("a notification for a screen concerns only views on that screen")
  func ownScreenOnly() {
    let posted = ObjectIdentifier(external)
    #expect(KeyboardEvent.concerns(viewScreen: ObjectIdentifier(external), postedFor: posted))
    #expect(!KeyboardEvent.concerns(viewScreen: ObjectIdentifier(main), postedFor: posted))
  }

  @Test("a view in no window takes no notification posted for a screen")
  func viewOffScreen() {
    #expect(!KeyboardEvent.concerns(viewScreen: nil, postedFor: ObjectIdentifier(main)))
  }
}
