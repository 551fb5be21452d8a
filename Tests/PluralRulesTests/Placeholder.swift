// Tests for PluralRules land here.
