// Tests for L10nLint land here.
