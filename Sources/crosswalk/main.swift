import CrosswalkCommands

// Process-wide: the build and the site allocate and free a guideline's worth of memory
// thousands of times.
Allocator.keepFreedMemory()
// A query's check of its store against the content starts before anything else.
CrosswalkCommand.prefetchFreshness(CommandLine.arguments)
CrosswalkCommand.main()
