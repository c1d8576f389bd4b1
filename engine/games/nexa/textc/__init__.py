"""Compiler between NEX-A cards' controlled Japanese and the effect language, both ways.

`compile_text` parses one text (an ability or a keyword line) with the lark grammar (LALR) in
grammar.lark and builds effect-language data; `print_text` prints that data back as canonical
Japanese. A text is exact when printing its compiled form gives back the text in normal form.
"""

from .compiler import Compiled, Unsupported, compile_text
from .normalise import normalise, split_texts
from .printer import print_text

__all__ = ["Compiled", "Unsupported", "compile_text", "normalise", "print_text", "split_texts", "round_trip"]


def round_trip(text: str, x_of_card: bool = False) -> tuple[Compiled | None, bool, str]:
    """Compile a text and print it back: (compiled or None, exact?, what blocks it if not).
    `x_of_card`: the card's total cost is X, which an undefined X in the text stands for (P55)."""
    try:
        compiled = compile_text(text, x_of_card)
    except Unsupported as e:
        return None, False, e.item
    printed = print_text(compiled)
    if normalise(printed) != normalise(text):
        return compiled, False, "round trip differs"
    return compiled, True, ""
