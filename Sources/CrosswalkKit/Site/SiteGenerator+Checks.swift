extension SiteGenerator {
    /// `checks/`: every tool of automated checks.
    func checksPage() -> SitePage {
        page(
            "checks/index.html", "checks", CheckToolsInput(tools: data.checkTools.map(CheckToolsInput.Tool.init)), section: nil,
            current: "Automated checks")
    }

    /// `checks/<tool>/`: one tool and its checks.
    func checkToolPage(_ tool: CheckToolDetail) -> SitePage {
        page(
            "checks/\(tool.id)/index.html", "check-tool", CheckToolInput(tool: tool), section: nil,
            crumbs: [("Automated checks", "checks/")], current: tool.name)
    }
}
