"""Code shared by the test modules: paths, the worked cases and their checker, Hypothesis
strategies for random rubbers, and the Qt helpers. Test modules import from here, never from
one another."""
