import Foundation

extension KeyboardTracker {
  /// A registered closure and its owner, held weakly.
  struct Observer {
    /// The object whose lifetime bounds the registration; never retained.
    weak var owner: AnyObject?
    /// Called with every new state while the owner lives.
    var handler: (KeyboardState) -> Void
  }

  /// Registers a closure called with the new state after every input that changes it.
  ///
  /// The tracker holds `owner` weakly and drops the closure once the owner is gone, so
  /// registering never keeps an owner alive. The closure itself is kept while the owner lives:
  /// capture the owner weakly in it, or use the generic overload, which passes it in.
  ///
  /// - Parameters:
  ///   - owner: The object the registration belongs to (a view controller, a view).
  ///   - handler: Called on the thread that feeds the tracker, with the state at the input's time.
  public func addObserver(_ owner: AnyObject, _ handler: @escaping (KeyboardState) -> Void) {
    observers.removeAll { $0.owner == nil }
    observers.append(Observer(owner: owner, handler: handler))
  }

  /// Registers a closure that receives its owner with each new state, so it need not capture it.
  ///
  /// ```swift
  /// tracker.addObserver(self) { controller, state in controller.layoutBar(for: state) }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object the registration belongs to; held weakly.
  ///   - handler: Called with the owner and the state while the owner lives.
  public func addObserver<Owner: AnyObject>(
    _ owner: Owner, _ handler: @escaping (Owner, KeyboardState) -> Void
  ) {
    addObserver(owner as AnyObject) { [weak owner] state in
      if let owner { handler(owner, state) }
    }
  }

  /// Removes every closure registered for `owner`.
  public func removeObservers(of owner: AnyObject) {
    observers.removeAll { $0.owner == nil || $0.owner === owner }
  }

  /// How many closures are registered for owners that are still alive.
  public var observerCount: Int { observers.filter { $0.owner != nil }.count }

  /// A stream of the states after every input that changes the state, from now on.
  ///
  /// The stream buffers every state until it is read, and finishes when the tracker is
  /// deallocated; a consumer that stops iterating is dropped at the next state.
  ///
  /// - Returns: A new stream; each call makes an independent one.
  public func states() -> AsyncStream<KeyboardState> {
    let (stream, continuation) = AsyncStream.makeStream(of: KeyboardState.self)
    continuations.append(continuation)
    return stream
  }

  /// Sends a state to the live observers and streams, dropping the dead ones.
  func publish(_ state: KeyboardState) {
    observers.removeAll { $0.owner == nil }
    for observer in observers { observer.handler(state) }
    continuations.removeAll { continuation in
      if case .terminated = continuation.yield(state) { return true }
      return false
    }
  }
}
