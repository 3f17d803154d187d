// SPDX-License-Identifier: MIT
// A pattern's opening, read without RE2. Compiling a row's pattern costs RE2 far more
// than any line it is then tried on (ARCHITECTURE.md, "Line rules"), and most rows
// woken by their literals do not match the line: "^  (?P<file>\S+):(?P<line>\d+)"
// holds ".js" but cannot match "      at f (a.js:3:9)". For a pattern anchored at the
// start of the text, the opening is the chain of byte classes its first items consume,
// each once, optionally or any number of times, read up to the first construct it does
// not model (an alternation, an optional group, a flag). A line the opening rules out
// is one the pattern cannot match, so the row is not compiled for it.
#pragma once

#include <bitset>
#include <cstdint>
#include <string_view>
#include <vector>

namespace loopclose::core {

class Opening {
  public:
    // The opening of `pattern` (RE2 syntax, matched as UTF-8 or Latin-1); one that lets
    // every text through when the pattern is not anchored at the start or opens with a
    // construct the reader does not model.
    static Opening of(std::string_view pattern);

    // False only when no match of the pattern can start at the beginning of `text`.
    bool may_match(std::string_view text) const;

    // How many items the opening holds (0: it lets every text through).
    std::size_t size() const { return m_items.size(); }

    enum class Repeat : std::uint8_t { once, optional, any };
    struct Item {
        std::bitset<256> bytes;
        Repeat repeat = Repeat::once;
    };

  private:
    std::vector<Item> m_items;
};

} // namespace loopclose::core
