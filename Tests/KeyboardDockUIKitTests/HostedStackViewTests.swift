#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// The hosted stack view makes its constraints once, when a pass or a constraint change needs
  /// them, instead of at each property set: each test checks that what the app sees (frames,
  /// a view's `constraints`, their order) is what making them at each set gave.
  @Suite("The hosted UIKit's stack view makes its constraints when they are needed")
  struct HostedStackViewTests {
    /// A horizontal stack of a 100-point-wide box and a button (44 × 44 intrinsic), configured
    /// as the README's composer: spacing 8, margins 8/16 relative arrangement.
    @MainActor
    private func composer() -> (stack: UIStackView, box: UIView, button: UIButton) {
      let stack = UIStackView()
      let box = UIView()
      let button = UIButton(type: .system)
      stack.addArrangedSubview(box)
      stack.addArrangedSubview(button)
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true
      stack.spacing = 8
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      return (stack, box, button)
    }

    /// Places `stack` at (0, 100) in `root`, 200 × 60.
    @MainActor
    private func place(_ stack: UIStackView, in root: UIView) {
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.widthAnchor.constraint(equalToConstant: 200),
        stack.heightAnchor.constraint(equalToConstant: 60),
      ])
    }

    @Test func aStackConfiguredBeforeAndAfterItsFirstPassLaysOutTheSame() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let root: UIView = controller.view
        // Configured before it joins the window.
        let (before, box, button) = composer()
        place(before, in: root)
        app.window.layoutIfNeeded()
        // Margins 16 and 8, spacing 8: the box at 16, the button after it, filling to 200 - 16.
        #expect(box.frame == CGRect(x: 16, y: 8, width: 100, height: 44))
        #expect(button.frame == CGRect(x: 124, y: 8, width: 60, height: 44))
        // Configured property by property with passes in between.
        let after = UIStackView()
        let otherBox = UIView()
        let otherButton = UIButton(type: .system)
        place(after, in: root)
        app.window.layoutIfNeeded()
        after.addArrangedSubview(otherBox)
        app.window.layoutIfNeeded()
        after.addArrangedSubview(otherButton)
        otherBox.widthAnchor.constraint(equalToConstant: 100).isActive = true
        app.window.layoutIfNeeded()
        after.spacing = 8
        after.isLayoutMarginsRelativeArrangement = true
        app.window.layoutIfNeeded()
        after.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        app.window.layoutIfNeeded()
        #expect(otherBox.frame == box.frame)
        #expect(otherButton.frame == button.frame)
      }
    }

    @Test func aViewsConstraintsShowTheStacksLatestConstraintsAtOnce() async throws {
      try await onMainQueue {
        let stack = UIStackView()
        let first = UIView()
        let second = UIView()
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        stack.spacing = 8
        // The second view's top, bottom, leading (on the first's trailing) and trailing edges.
        var made = second.constraints
        #expect(made.count == 4)
        #expect(made.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(made[2].constant == 8)
        stack.spacing = 12
        made = second.constraints
        #expect(made.count == 4)
        #expect(made[2].constant == 12)
        #expect(made.allSatisfy { $0.isActive })
      }
    }

    @Test func aConstraintActivatedBetweenTwoSetsKeepsItsPlaceInTheOrder() async throws {
      try await onMainQueue {
        let stack = UIStackView()
        let view = UIView()
        stack.addArrangedSubview(view)
        // Activated after the stack's first constraints, so after them on the view.
        let height = view.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        #expect(
          view.constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing, .height])
        // A set makes the stack's constraints again: after the height, as they came last.
        stack.spacing = 4
        let order = view.constraints.map(\.firstAttribute)
        #expect(order == [.height, .top, .bottom, .leading, .trailing])
      }
    }
  }
#endif
