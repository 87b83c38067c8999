// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Crosswalk",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "crosswalk", targets: ["crosswalk"]),
        .library(name: "CrosswalkKit", targets: ["CrosswalkKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // CompiledTemplate (Site/) renders the tokens swift-mustache parses, read through Mirror:
        // a minor release may change them, so only patch releases come in unreviewed.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", .upToNextMinor(from: "2.1.1")),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // The system's libcmark (Debian: libcmark-dev). All C calls go through
        // CrosswalkKit/Markdown/CMark.swift.
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(
            name: "CrosswalkKit",
            dependencies: [
                "CCMark",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .target(
            name: "CrosswalkCommands",
            dependencies: [
                "CrosswalkKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .executableTarget(
            name: "crosswalk",
            dependencies: ["CrosswalkCommands"]
        ),
        // The in-process search benchmark (make bench); not installed, not tested.
        .executableTarget(
            name: "crosswalk-bench",
            dependencies: ["CrosswalkKit", .product(name: "GRDB", package: "GRDB.swift")],
            path: "bench/Sources"
        ),
        .testTarget(
            name: "CrosswalkKitTests",
            dependencies: [
                "CrosswalkKit",
                "CrosswalkCommands",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Fixtures"],
            // make test builds the suites in release beside the binary the checks run (sharing
            // its optimised modules); the suites' own code needs no optimiser, which would
            // cost minutes of compile time for nothing.
            swiftSettings: [.unsafeFlags(["-Onone"], .when(configuration: .release))]
        ),
    ]
)
