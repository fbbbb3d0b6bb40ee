"""Run orchestration: suites, scheduling, recording, resume and progress."""
