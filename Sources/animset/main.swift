print("animset")
