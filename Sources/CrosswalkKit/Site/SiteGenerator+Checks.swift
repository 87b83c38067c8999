extension SiteGenerator {
    /// `checks/`: every tool of automated checks.
    func checksPage() -> SitePage {
        page(
            .checkTools, input: CheckToolsInput(tools: data.checkTools.map(CheckToolsInput.Tool.init)), section: .checks,
            current: "Automated checks")
    }

    /// `checks/<tool>/`: one tool and its checks.
    func checkToolPage(_ tool: CheckToolDetail) -> SitePage {
        page(
            .checkTool, tool.id, input: CheckToolInput(tool: tool), section: .checks,
            crumbs: [("Automated checks", SiteRoute.checkTools.path())], current: tool.name)
    }
}
