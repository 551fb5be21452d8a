/// Catalogs the `l10n check` end-to-end tests write to temporary folders, in Xcode's canonical layout, with
/// the output they must give (positions checked by hand against the text).
enum CheckCommandFixtures {
    /// en + es, three keys: a format mismatch (error, 33:24) and a translation needing review (warning, 48:23).
    static let shop = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "cart.checkout.title" : {
      "comment" : "Title of the checkout screen",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Checkout"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Pagar"
          }
        }
      }
    },
    "cart.items.count %lld" : {
      "comment" : "Number of items in the cart",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%lld in your cart"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%@ en tu carrito"
          }
        }
      }
    },
    "cart.promo.banner" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Free shipping today"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Envío gratis hoy"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    /// Everything translated and reviewed, no plural: no finding at all.
    static let clean = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "cart.checkout.title" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Checkout"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Pagar"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    static let shopFindings = """
        Shop.xcstrings:33:24: error: 'cart.items.count %lld': argument 1 is '%lld' in the source but '%@' in 'es' [format-specifier-mismatch]
        Shop.xcstrings:48:23: warning: 'es' translation of 'cart.promo.banner' needs review (state 'needs_review') [needs-review]

        """

    static let shopSummary = """
        Shop.xcstrings
          en  3/3 (100%)
          es  2/3 (66%)
        1 error, 1 warning, 0 notes in 1 file

        """
}
