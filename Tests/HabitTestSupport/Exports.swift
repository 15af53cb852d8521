// A test that imports HabitTestSupport gets the shared generator with it.
@_exported import SeededRandom
