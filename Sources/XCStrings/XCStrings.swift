// Placeholder: replaced as the target gets its first type.
