/// Every subcommand, in the order `l10n --help` lists them.
let allCommands: [any Command.Type] = [
    CheckCommand.self,
    InitCommand.self,
    MigrateCommand.self,
    FormatCommand.self,
    ExtractCommand.self,
    ReportCommand.self,
    MergeCommand.self,
    DiffCommand.self,
    ReviewCommand.self,
    RulesCommand.self,
    PluralsCommand.self,
    MCPCommand.self,
]
