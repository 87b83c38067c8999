import CrosswalkCommands

CrosswalkCommand.main()
