from enum import StrEnum


class Pattern(StrEnum):
    HONORS_AND_KNITTED = "honors_and_knitted"
    KNITTED_STRAIGHT = "knitted_straight"
    KNITTING = "knitting"
    NINE_GATES = "nine_gates"
    SEVEN_PAIRS = "seven_pairs"
    STANDARD = "standard"
    SVARIONE = "svarione"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    TRIPLE_KNITTING = "triple_knitting"
    VOGEL_EET_CAKE = "vogel_eet_cake"
    WIND_SNAKE = "wind_snake"

    def __str__(self) -> str:
        return str(self.value)
