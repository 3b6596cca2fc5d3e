/// The text `waypoint-demo --help` prints: what the demo is, its options, how to read its
/// output, the designs it shows and every scene with the designs it shows.
///
/// ```swift
/// print(DemoHelp.text)
/// ```
@MainActor
public enum DemoHelp {
    public static var text: String {
        var lines = [
            "waypoint-demo — a small bank app built on Waypoint, played as a script on the in-memory host",
            "(UIKit's rules, no simulator): \(DemoScene.all.count) scenes, each printing what the app does and why.",
            "",
            DemoCommand.usage,
            "",
            "  (no option)     play every scene",
            "  --scene N       play scene N only; the scenes before it set the app up without printing",
            "  --quiet         print only the scenes' headlines and outcomes",
            "  --diagrams      print flow diagrams whole (a one-line summary otherwise)",
            "  --help, -h      print this help",
            "",
            "the live inspector plays one scene per press of its \"Next step\" button:",
            "  \(DemoCommand.inspectorCommand)",
            "",
        ]
        lines += DemoLegend.reading
        lines += ["", "the designs the scenes show:"]
        let width = DemoDesign.allCases.map(\.name.count).max() ?? 0
        for design in DemoDesign.allCases {
            lines.append("  \(design.name.padding(toWidth: width))  \(design.idea)")
        }
        lines += ["", "scenes:"]
        for scene in DemoScene.all {
            lines.append("  \(String(scene.number).leftPadded(toWidth: 2)). \(scene.title)")
            lines.append("      design: \(scene.designs.map(\.name).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func padding(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    fileprivate func leftPadded(toWidth width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
