import Testing
import WaypointNavigation
import WaypointTestSupport

@Suite struct TreeTests {
    @Test func aStatePrintsAsAnIndentedTree() {
        let state = NavigationState(
            root: .tabs([.stack([screen(1, .home)]), .stack([screen(2, .list, owner: "cards"), screen(3, owner: "cards")])], selected: 1),
            modals: [
                Modal(.sheet, .screen(screen(4, .help, owner: "help"))),
                Modal(.fullScreen, .tabs([.screen(screen(5)), .tabs([stack(6)], selected: 0)], selected: 0)),
            ])
        #expect(
            state.description == """
                root: tabs, selected 1
                  tab 0: stack
                    #1 home  owner: app
                  tab 1: stack
                    #2 list  owner: cards
                    #3 detail(3)  owner: cards
                level 1, sheet: screen #4 help  owner: help
                level 2, fullScreen: tabs, selected 0
                  tab 0: screen #5 detail(5)  owner: app
                  tab 1: tabs, selected 0
                    tab 0: stack
                      #6 detail(6)  owner: app
                """)
    }

    @Test func anEmptyStateSaysSo() {
        #expect(NavigationState.empty.description == "(nothing on display)")
    }
}
