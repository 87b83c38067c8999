import CrosswalkCommands

// Process-wide: the build and the site allocate and free a guideline's worth of memory
// thousands of times.
Allocator.keepFreedMemory()
CrosswalkCommand.main()
