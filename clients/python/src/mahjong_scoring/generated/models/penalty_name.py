from enum import StrEnum


class PenaltyName(StrEnum):
    FALSE_DECLARATION = "false_declaration"
    FIFTH_TILE = "fifth_tile"
    NINE_PIECES = "nine_pieces"
    TWELVE_PIECES = "twelve_pieces"

    def __str__(self) -> str:
        return str(self.value)
