import KeyboardDockSolver

/// A formatting toolbar on the keyboard: about 60 constraints, animated by the keyboard height.
///
/// The toolbar (44 pt high, full width of a 390 × 844 pt screen) sits on the keyboard through a
/// strong `bottom == 844 - keyboardHeight`, and on the safe area (34 pt) through a medium
/// `bottom == 810`, both also required as upper bounds; five equal-width buttons fill it with
/// 8 pt gaps, preferring 60 pt (weak); a content view fills the space above. `keyboardHeight` is
/// a strong edit variable moved along an eased (smoothstep) 0 ↔ 336 pt slide, 30 frames a leg.
/// `Benchmarks/peers/kiwi_peer.py` builds the same system in the same order.
public struct ToolbarSystem {
  /// The keyboard height, in points: the edit variable.
  public let keyboardHeight = Variable("keyboardHeight")
  /// Every variable of the system, for reading the solution.
  public private(set) var variables: [Variable] = []
  /// The constraints, in the order they are added.
  public private(set) var constraints: [Constraint] = []
  /// The toolbar's bottom edge, in points from the top of the screen.
  public let bottom: Variable

  /// The screen size and safe area insets of the modelled phone, in points.
  static let screenWidth = 390.0
  static let screenHeight = 844.0
  static let safeTop = 47.0
  static let safeBottom = 34.0

  /// Creates the system.
  public init() {
    func make(_ name: String) -> Variable { Variable(name) }
    let top = make("top")
    let bottom = make("bottom")
    let left = make("left")
    let right = make("right")
    let height = make("height")
    let centerX = make("centerX")
    let centerY = make("centerY")
    let contentTop = make("contentTop")
    let contentBottom = make("contentBottom")
    let contentHeight = make("contentHeight")
    self.bottom = bottom
    let keyboard = keyboardHeight
    let screenHeight = Self.screenHeight
    constraints = [
      left == 0,
      right == Self.screenWidth,
      bottom == top + height,
      height == 44,
      centerX == (left + right) / 2,
      centerY == (top + bottom) / 2,
      top >= 0,
      bottom <= screenHeight - keyboard,
      (bottom == screenHeight - keyboard).withStrength(.strong),
      bottom <= screenHeight - Self.safeBottom,
      (bottom == screenHeight - Self.safeBottom).withStrength(.medium),
      contentTop == Self.safeTop,
      contentBottom == top,
      contentHeight == contentBottom - contentTop,
      contentHeight >= 100,
    ]
    variables = [
      keyboard, top, bottom, left, right, height, centerX, centerY, contentTop, contentBottom,
      contentHeight,
    ]
    var previousRight = left
    var firstWidth: Variable?
    for index in 0..<5 {
      let buttonLeft = make("b\(index).left")
      let buttonRight = make("b\(index).right")
      let buttonWidth = make("b\(index).width")
      let buttonTop = make("b\(index).top")
      let buttonBottom = make("b\(index).bottom")
      let buttonCenterX = make("b\(index).centerX")
      let buttonCenterY = make("b\(index).centerY")
      constraints += [
        buttonRight == buttonLeft + buttonWidth,
        buttonBottom == buttonTop + 36,
        buttonTop == top + 4,
        buttonLeft == previousRight + 8,
        buttonWidth >= 44,
        (buttonWidth == 60).withStrength(.weak),
        buttonCenterX == (buttonLeft + buttonRight) / 2,
        buttonCenterY == (buttonTop + buttonBottom) / 2,
      ]
      if let firstWidth {
        constraints.append(buttonWidth == firstWidth)
      } else {
        firstWidth = buttonWidth
      }
      previousRight = buttonRight
      variables += [
        buttonLeft, buttonRight, buttonWidth, buttonTop, buttonBottom, buttonCenterX,
        buttonCenterY,
      ]
    }
    constraints.append(previousRight + 8 == right)
  }

  /// The keyboard heights of `frames` frames of the eased slide (the peer's sequence).
  public static func keyboardHeights(frames: Int) -> [Double] {
    let leg = 30
    return (0..<frames).map { frame in
      let phase = frame % (2 * leg)
      let progress =
        phase <= leg ? Double(phase) / Double(leg) : Double(2 * leg - phase) / Double(leg)
      return 336 * progress * progress * (3 - 2 * progress)
    }
  }

  /// A solver holding the system, with the keyboard height as a strong edit variable.
  ///
  /// - Throws: ``SolverError`` if the system were inconsistent (it is not).
  public func build() throws(SolverError) -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try solver.addConstraint(constraint)
    }
    try solver.addEditVariable(keyboardHeight, strength: .strong)
    return solver
  }
}
