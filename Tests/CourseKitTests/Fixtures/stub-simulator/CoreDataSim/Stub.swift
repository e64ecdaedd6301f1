// The stub simulator's Core Data: empty. The real stand-in is built on the real
// simulator (`@FetchRequest` reads SwiftUI's environment), which the stub does not have.
public protocol NSFetchRequestResult: AnyObject {}
