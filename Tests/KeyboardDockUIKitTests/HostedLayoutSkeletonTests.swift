#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A root view keeps its tree's views, guides and constraints between layout passes until one
  /// comes or goes: each test changes the tree after a pass and checks the next pass sees it.
  @Suite("The hosted UIKit's layout passes after the tree or its constraints change")
  struct HostedLayoutSkeletonTests {
    /// A window with a box pinned to its top-leading corner, 100 × 40, laid out once.
    @MainActor
    private func laidOutBox() -> (
      app: HostedApp, root: UIView, box: UIView, width: NSLayoutConstraint
    ) {
      let controller = UIViewController()
      let app = HostedApp(controller)
      let root: UIView = controller.view
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(box)
      let width = box.widthAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        width, box.heightAnchor.constraint(equalToConstant: 40),
      ])
      app.window.layoutIfNeeded()
      return (app, root, box, width)
    }

    @Test func aConstantChangedAfterAPassMovesTheView() async throws {
      try await onMainQueue {
        let (app, _, box, width) = laidOutBox()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
        width.constant = 150
        app.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 150, height: 40))
      }
    }

    @Test func constraintsActivatedAndDeactivatedAfterAPassTakePart() async throws {
      try await onMainQueue {
        let (app, root, box, width) = laidOutBox()
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(other)
        app.window.layoutIfNeeded()
        #expect(other.frame == .zero)
        other.widthAnchor.constraint(equalToConstant: 30).isActive = true
        app.window.layoutIfNeeded()
        #expect(other.frame.width == 30)
        width.isActive = false
        let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5)
        trailing.isActive = true
        app.window.layoutIfNeeded()
        #expect(box.frame.maxX == root.bounds.maxX - 5)
        #expect(box.frame.minX == 20)
        trailing.isActive = false
        width.isActive = true
        app.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
      }
    }

    @Test func aViewAddedAfterAPassIsLaidOutByItsConstraints() async throws {
      try await onMainQueue {
        let (app, _, box, _) = laidOutBox()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 2),
          label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
          label.widthAnchor.constraint(equalToConstant: 30),
          label.heightAnchor.constraint(equalToConstant: 8),
        ])
        app.window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 42, width: 30, height: 8))
      }
    }

    @Test func aViewRemovedAfterAPassIsReleasedWithoutAnotherPass() async throws {
      try await onMainQueue {
        let (app, _, box, _) = laidOutBox()
        weak var released: UIView?
        do {
          let child = UIView()
          child.translatesAutoresizingMaskIntoConstraints = false
          box.addSubview(child)
          child.widthAnchor.constraint(equalToConstant: 5).isActive = true
          app.window.layoutIfNeeded()
          #expect(child.frame.width == 5)
          released = child
          child.removeFromSuperview()
        }
        #expect(released == nil)
      }
    }
  }
#endif
