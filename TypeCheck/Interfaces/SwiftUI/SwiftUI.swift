// Declarations-only interface of the SwiftUI API that KeyboardDockUIKit and Examples/ChatApp use,
// for the Linux type-check (TypeCheck/run). Every declaration names the Apple documentation page
// it was written from. Bodies are never run. Never part of a product.

@_exported import Foundation
