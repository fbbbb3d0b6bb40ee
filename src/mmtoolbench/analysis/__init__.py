"""Writing run reports, suite-agnostic: each suite renders its own (`runner.suite.SuiteReporter`)."""
