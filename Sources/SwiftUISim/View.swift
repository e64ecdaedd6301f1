public protocol View {}
