extension Linter {
    /// The rules, in the order of DESIGN.md's table.
    static let registeredRules: [RegisteredRule] = [
        RegisteredRule(AnyViewRule.self),
        RegisteredRule(ConditionalModifierExtensionRule.self),
        RegisteredRule(SideEffectInBodyRule.self),
        RegisteredRule(AllocationInBodyRule.self),
        RegisteredRule(ExpensiveInitRule.self),
        RegisteredRule(InlineCollectionTransformRule.self),
        RegisteredRule(UnstableIDRule.self),
        RegisteredRule(SingleChildGroupRule.self),
        RegisteredRule(ClosureContentRule.self),
        RegisteredRule(ComputedViewSectionRule.self),
        RegisteredRule(ConditionalInclusionRule.self),
        RegisteredRule(ZStackDecorationRule.self),
        RegisteredRule(ClipWithoutCompositingGroupRule.self),
        RegisteredRule(NonLazyLargeListRule.self),
        RegisteredRule(PrintChangesRule.self),
        RegisteredRule(StateObjectFromParentRule.self),
        RegisteredRule(EquatableWithoutConformanceRule.self),
        RegisteredRule(LongBodyRule.self),
        // Added after DESIGN.md's table (issue 27): new ids go at the end.
        RegisteredRule(PerFrameStateRule.self),
        RegisteredRule(UnobservedClassStateRule.self),
        RegisteredRule(ImplicitAnimationRule.self),
        RegisteredRule(SharedRowStateRule.self),
        RegisteredRule(BroadObservationRule.self),
    ]
}
