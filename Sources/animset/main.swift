import LineEditing

Platform.exit(Program.main(Array(CommandLine.arguments.dropFirst())))
