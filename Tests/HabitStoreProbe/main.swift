// A test-only helper: appends entries to a data directory through `Store`, one append per
// entry, so the cross-process test can run several of these at once.
//
// Usage: habit-store-probe DIR HABIT COUNT
import Foundation
import HabitCore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let id = HabitID(arguments[2]), let count = Int(arguments[3]) else {
    fail("usage: habit-store-probe DIR HABIT COUNT")
}
let store = Store(directory: arguments[1], lockTimeout: 60)
let first = Day(number: 20_454)
for index in 0..<count {
    let entry = Entry(day: first.adding(index), habit: id, action: .add(Amount(index + 1)), note: "entry \(index)")
    do {
        try store.append([entry])
    } catch {
        fail("append \(index) failed: \(error)")
    }
}
