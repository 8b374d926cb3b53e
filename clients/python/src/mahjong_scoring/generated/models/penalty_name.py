from enum import StrEnum


class PenaltyName(StrEnum):
    FALSE_DECLARATION = "false_declaration"
    FALSE_MAHJONG = "false_mahjong"
    FALSE_NAMING_CHOW = "false_naming_chow"
    FALSE_NAMING_MAHJONG = "false_naming_mahjong"
    FALSE_NAMING_PUNG_KONG = "false_naming_pung_kong"
    FIFTH_TILE = "fifth_tile"
    NINE_PIECES = "nine_pieces"
    TWELVE_PIECES = "twelve_pieces"

    def __str__(self) -> str:
        return str(self.value)
