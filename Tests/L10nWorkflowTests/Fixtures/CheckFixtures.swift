/// Fixture catalogs for the check tests, written in Xcode's canonical layout (kept as Swift source so that the
/// test target has no resource files).
enum CheckFixtures {
    /// A small real-shaped catalog: en + es, a plural, a substitution, comments; 'es' is missing for
    /// 'restaurant.detail.favorite' and needs review for 'settings.account.sign_out'.
    static let restaurants = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "home.restaurants.count %lld" : {
      "comment" : "Number of restaurants near the user on the home screen",
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld restaurant nearby"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld restaurants nearby"
                }
              }
            }
          }
        },
        "es" : {
          "variations" : {
            "plural" : {
              "one" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld restaurante cerca"
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld restaurantes cerca"
                }
              }
            }
          }
        }
      }
    },
    "home.screen.title" : {
      "comment" : "Title of the home screen",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Nearby"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Cerca de ti"
          }
        }
      }
    },
    "restaurant.detail.favorite" : {
      "comment" : "Button that saves the restaurant to favorites",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Favorite"
          }
        }
      }
    },
    "restaurant.detail.reviews %lld %@" : {
      "comment" : "Review count and average rating, e.g. '12 reviews · 4.5'",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@reviews@ · %@"
          },
          "substitutions" : {
            "reviews" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg review"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg reviews"
                    }
                  }
                }
              }
            }
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@reviews@ · %@"
          },
          "substitutions" : {
            "reviews" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg reseña"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg reseñas"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "settings.account.sign_out" : {
      "comment" : "Button that signs the user out",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Sign Out"
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "Cerrar sesión"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    /// Plurals nested in device variations and in substitutions (one substitution varies by device, then plural),
    /// in en, ru, es, he, pl and ar.
    static let nestedPlurals = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "files.list.summary %lld %@" : {
      "localizations" : {
        "ar" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@files@ في %@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg ملف"
                    }
                  }
                }
              }
            }
          }
        },
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@files@ in %@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg files"
                    }
                  }
                }
              }
            }
          }
        },
        "es" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@files@ en %@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg archivo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg archivos"
                    }
                  }
                }
              }
            }
          }
        },
        "he" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@files@ ב-%@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "קובץ אחד"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg קבצים"
                    }
                  }
                }
              }
            }
          }
        },
        "pl" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@files@ w %@"
          },
          "substitutions" : {
            "files" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg pliki"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg plik"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg pliku"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "inbox.device.count %lld" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "device" : {
              "iphone" : {
                "variations" : {
                  "plural" : {
                    "few" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld messages"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld message"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld messages"
                      }
                    }
                  }
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld messages"
                }
              }
            }
          }
        },
        "ru" : {
          "variations" : {
            "device" : {
              "ipad" : {
                "variations" : {
                  "plural" : {
                    "few" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщения"
                      }
                    },
                    "many" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщений"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщение"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщения"
                      }
                    }
                  }
                }
              },
              "iphone" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщение"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld сообщения"
                      }
                    }
                  }
                }
              },
              "other" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%lld сообщений"
                }
              }
            }
          }
        }
      }
    },
    "photos.grid.caption %lld" : {
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@photos@"
          },
          "substitutions" : {
            "photos" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg photo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg photos"
                    }
                  }
                }
              }
            }
          }
        },
        "ru" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "%#@photos@"
          },
          "substitutions" : {
            "photos" : {
              "argNum" : 1,
              "formatSpecifier" : "lld",
              "variations" : {
                "device" : {
                  "iphone" : {
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg фото"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg фото"
                          }
                        }
                      }
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%arg фотографий"
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#
}
