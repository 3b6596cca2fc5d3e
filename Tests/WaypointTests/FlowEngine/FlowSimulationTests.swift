import Testing
@_spi(FlowTooling) import WaypointTesting

@Suite struct FlowSimulationTests {
    @Test func aFlowIsTestDrivenWithoutUIByAnsweringItsSteps() {
        let answers: [TransferFlow.Step: TransferFlow.State] = [.amount: .amountChosen, .recipient: .recipientChosen, .confirm: .confirmed]
        let trace = TransferFlow().simulate { step, _ in answers[step]! }
        #expect(trace.steps == [.amount, .recipient, .confirm])
        #expect(trace.states == [.start, .amountChosen, .recipientChosen, .confirmed])
        #expect(trace.result == true)
        #expect(trace.isFinished)
    }

    @Test func goingBackRevisitsAStep() {
        var backs = 1
        let trace = TransferFlow().simulate { step, _ -> TransferFlow.State in
            switch step {
            case .amount: return .amountChosen
            case .recipient:
                if backs > 0 { backs -= 1; return .start }
                return .recipientChosen
            case .confirm: return .cancelled
            }
        }
        #expect(trace.steps == [.amount, .recipient, .amount, .recipient, .confirm])
        #expect(trace.result == false)
    }

    @Test func aFlowThatNeverFinishesStopsAfterTheStepLimit() {
        let trace = BrokenFlow().simulate(maxSteps: 10) { step, _ in step == .ask ? .looping : .looping }
        #expect(trace.steps.count == 10)
        #expect(trace.result == nil)
        #expect(!trace.isFinished)
    }

    @Test func anAnswerThatThrowsStopsTheWalkWithItsError() {
        struct Refused: Error {}
        #expect(throws: Refused.self) { try TransferFlow().simulate { _, _ throws(Refused) in throw Refused() } }
    }
}
