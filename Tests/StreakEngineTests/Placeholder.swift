import HabitCore
import Testing
@testable import StreakEngine

@Test func badgeThresholds() {
    #expect(Badge(streak: 0) == .zero)
    #expect(Badge(streak: 6) == .active)
    #expect(Badge(streak: 7) == .milestone)
}
