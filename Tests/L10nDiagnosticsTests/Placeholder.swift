// Tests for L10nDiagnostics land here.
