/// Open-source HUD, toast and banner libraries, which show their text as given.
extension APICatalogue {
    static let thirdParty = Section(
        framework: "HUD, toast and banner libraries",
        entries: [
            // HUD, toast and banner libraries show their text as given: SVProgressHUD, Toast-Swift, SwiftMessages,
            // NotificationBannerSwift, AlertToast, Drops, SPIndicator and SPAlert.
            // `show`, `present` and friends say little by name (`analytics.show(withStatus:)`, `coordinator.present(title:)`):
            // only on the libraries' own types.
            .hud("show", labels: ["withStatus"], receivers: APICatalogue.progressHUDs),
            .hud("showError", labels: ["withStatus", "status"], receivers: APICatalogue.progressHUDs),
            .hud("showSuccess", labels: ["withStatus", "status"], receivers: APICatalogue.progressHUDs),
            .hud("showInfo", labels: ["withStatus", "status"], receivers: APICatalogue.progressHUDs),
            .hud("showProgress", labels: ["status"], receivers: APICatalogue.progressHUDs),
            .hud("present", labels: ["title", "message"], receivers: ["SPIndicator", "SPAlert", "SPIndicatorView", "SPAlertView"]),
            .hud("configureContent", labels: ["title", "body"]),
            UserFacingAPI(
                name: "makeToast", form: .method, firstUnlabeled: true, labels: ["title"], localizesKeys: false,
                element: "toast"),
            .platform("NotificationBanner", "banner", labels: ["title", "subtitle"]),
            .platform("GrowingNotificationBanner", "banner", labels: ["title", "subtitle"]),
            .platform("FloatingNotificationBanner", "banner", labels: ["title", "subtitle"]),
            .platform("StatusBarNotificationBanner", "banner", labels: ["title"]),
            .platform("AlertToast", "toast", labels: ["title", "subTitle"]),
            .platform("Drop", "toast", labels: ["title", "subtitle"]),
        ])

    /// The progress HUDs whose `show…(withStatus:)` methods show their text.
    static let progressHUDs: Set<String> = ["SVProgressHUD", "ProgressHUD", "KRProgressHUD"]
}
