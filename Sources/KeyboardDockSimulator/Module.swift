// The KeyboardDockSimulator module: see DESIGN.md §3. Its sources arrive with its issue.
