import BankDemo
import Foundation

// The demo bank app on the in-memory host: `swift run waypoint-demo`.
do {
    _ = try await DemoScript.run()
} catch {
    print("demo failed: \(error)")
    exit(1)
}
