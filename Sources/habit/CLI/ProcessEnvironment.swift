#if canImport(Glibc)
    import Glibc
#else
    import Foundation
#endif

/// The process's command-line arguments and environment variables, read once in `main`.
///
/// On Linux both are read straight from `argv` and `environ`: `ProcessInfo` builds its
/// own objects and dictionary first, a tenth of what `habit --version` costs.
enum ProcessEnvironment {
    /// The arguments after the program name.
    static func arguments() -> [String] {
        let count = Int(CommandLine.argc)
        guard count > 1 else { return [] }
        var arguments: [String] = []
        arguments.reserveCapacity(count - 1)
        for index in 1..<count {
            guard let argument = CommandLine.unsafeArgv[index] else { break }
            arguments.append(String(cString: argument))
        }
        return arguments
    }

    /// The environment variables, like `ProcessInfo.processInfo.environment`: an entry
    /// without `=` is left out, and of two entries with the same name the later wins.
    static func variables() -> [String: String] {
        #if canImport(Glibc)
            var count = 0
            while environ[count] != nil { count += 1 }
            var variables = [String: String](minimumCapacity: count)
            var entry = environ
            while let pointer = entry.pointee {
                if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                    let nameLength = pointer.distance(to: equals)
                    let name = pointer.withMemoryRebound(to: UInt8.self, capacity: nameLength) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: nameLength), as: UTF8.self)
                    }
                    variables[name] = String(cString: equals + 1)
                }
                entry += 1
            }
            return variables
        #else
            return ProcessInfo.processInfo.environment
        #endif
    }
}
