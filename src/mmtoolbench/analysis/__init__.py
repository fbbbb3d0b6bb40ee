"""Analyses of benchmark results: agreement, correlation and resampling statistics."""
