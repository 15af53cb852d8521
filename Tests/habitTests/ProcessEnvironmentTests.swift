import Foundation
import Testing

@testable import habit

@Suite struct ProcessEnvironmentTests {
    @Test func variablesAreTheSameAsProcessInfos() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }

    @Test func argumentsLeaveOutTheProgramName() {
        #expect(ProcessEnvironment.arguments() == Array(CommandLine.arguments.dropFirst()))
    }
}
