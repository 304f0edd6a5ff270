"""The shipped corpus: Oracle card snapshot, set lists, the Comprehensive Rules, benchmark decks."""
from .cards import CardFace, CorpusError, corpus_hash, load_card_file, load_cards, name_index, \
    name_key
from .sets import CardSet, load_set, set_codes

__all__ = ["CardFace", "CorpusError", "corpus_hash", "load_card_file", "load_cards", "name_index", "name_key",
           "CardSet", "load_set", "set_codes"]
