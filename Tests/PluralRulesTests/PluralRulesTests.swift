import PluralRules
import Testing
