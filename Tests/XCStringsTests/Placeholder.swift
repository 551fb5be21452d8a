// Tests for XCStrings land here.
