"""Help dialogs: About, the contract page and the verification of the contract."""
