// SPDX-License-Identifier: MIT
#include "core/opening.hpp"

#include <optional>

namespace loopclose::core {

namespace {

using Bytes = std::bitset<256>;
using Item = Opening::Item;
using Repeat = Opening::Repeat;

// States are bits of one word: the items, and one past the last.
constexpr std::size_t k_max_items = 60;

Bytes byte_range(unsigned lo, unsigned hi) {
    Bytes b;
    for (unsigned c = lo; c <= hi; ++c) {
        b.set(c);
    }
    return b;
}

const Bytes& high_bytes() {
    static const Bytes b = byte_range(0x80, 0xff);
    return b;
}

// A superset of RE2's \s ([\t\n\f\r ]): \v too.
const Bytes& space_bytes() {
    static const Bytes b = byte_range('\t', '\r') | byte_range(' ', ' ');
    return b;
}

const Bytes& digit_bytes() {
    static const Bytes b = byte_range('0', '9');
    return b;
}

const Bytes& word_bytes() {
    static const Bytes b =
        byte_range('0', '9') | byte_range('A', 'Z') | byte_range('a', 'z') | byte_range('_', '_');
    return b;
}

// A negated class matches any character it does not list, and every character past
// ASCII is several bytes: any byte from 0x80 may start or continue one.
Bytes negated(const Bytes& listed) {
    return ~listed | high_bytes();
}

bool is_ascii_punct(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u > ' ' && u < 0x7f && !(c >= '0' && c <= '9') && !(c >= 'A' && c <= 'Z') &&
           !(c >= 'a' && c <= 'z');
}

// The byte an escape stands for ("\t", "\.", …), if it is one.
std::optional<unsigned char> escaped_byte(char e) {
    switch (e) {
    case 'n':
        return '\n';
    case 't':
        return '\t';
    case 'r':
        return '\r';
    case 'f':
        return '\f';
    case 'v':
        return '\v';
    case 'a':
        return '\a';
    default:
        break;
    }
    if (is_ascii_punct(e)) {
        return static_cast<unsigned char>(e);
    }
    return std::nullopt;
}

// The bytes of a Perl class escape ("\d", "\S", …), if `e` names one.
std::optional<Bytes> class_escape(char e) {
    switch (e) {
    case 'd':
        return digit_bytes();
    case 'D':
        return negated(digit_bytes());
    case 's':
        return space_bytes();
    case 'S':
        return negated(space_bytes());
    case 'w':
        return word_bytes();
    case 'W':
        return negated(word_bytes());
    default:
        return std::nullopt;
    }
}

struct Quantifier {
    bool present = false;
    unsigned min = 1;
    std::size_t length = 0; // bytes it takes, with a lazy '?' after it
};

Quantifier quantifier_at(std::string_view p, std::size_t pos) {
    Quantifier q;
    if (pos >= p.size()) {
        return q;
    }
    const char c = p[pos];
    std::size_t next = pos + 1;
    if (c == '?' || c == '*') {
        q.min = 0;
    } else if (c == '+') {
        q.min = 1;
    } else if (c == '{') {
        // {n}, {n,} or {n,m}; anything else is a literal '{' to RE2.
        std::size_t k = pos + 1;
        unsigned n = 0;
        const std::size_t digits = k;
        while (k < p.size() && p[k] >= '0' && p[k] <= '9' && k - digits < 4) {
            n = n * 10 + static_cast<unsigned>(p[k] - '0');
            ++k;
        }
        if (k == digits || k >= p.size()) {
            return q;
        }
        if (p[k] == ',') {
            ++k;
            while (k < p.size() && p[k] >= '0' && p[k] <= '9') {
                ++k;
            }
        }
        if (k >= p.size() || p[k] != '}') {
            return q;
        }
        q.min = n;
        next = k + 1;
    } else {
        return q;
    }
    if (next < p.size() && p[next] == '?') {
        ++next; // lazy: the same lines match
    }
    q.present = true;
    q.length = next - pos;
    return q;
}

// The end of the class that opens at `pos` (the index past its ']'), or npos.
std::size_t class_end(std::string_view p, std::size_t pos) {
    std::size_t k = pos + 1;
    if (k < p.size() && p[k] == '^') {
        ++k;
    }
    if (k < p.size() && p[k] == ']') {
        ++k; // a leading ']' is a member
    }
    while (k < p.size() && p[k] != ']') {
        k += p[k] == '\\' ? 2 : 1;
    }
    return k < p.size() ? k + 1 : std::string_view::npos;
}

// The bytes the class in p[pos, end) may start a character with; nullopt for a
// construct it does not model (a POSIX or Unicode class, a hex escape).
std::optional<Bytes> class_bytes(std::string_view p, std::size_t pos, std::size_t end) {
    std::size_t k = pos + 1;
    const bool negate = k < end && p[k] == '^';
    if (negate) {
        ++k;
    }
    Bytes listed;
    const std::size_t last = end - 1; // the closing ']'
    while (k < last) {
        const char c = p[k];
        if (c == '[' && k + 1 < last && p[k + 1] == ':') {
            return std::nullopt;
        }
        if (static_cast<unsigned char>(c) >= 0x80) {
            listed |= high_bytes(); // a character past ASCII: any of its bytes
            ++k;
            continue;
        }
        unsigned lo = 0;
        if (c == '\\') {
            if (k + 1 >= last) {
                return std::nullopt;
            }
            if (const auto cls = class_escape(p[k + 1])) {
                listed |= *cls;
                k += 2;
                continue;
            }
            const auto b = escaped_byte(p[k + 1]);
            if (!b) {
                return std::nullopt;
            }
            lo = *b;
            k += 2;
        } else {
            lo = static_cast<unsigned char>(c);
            ++k;
        }
        if (k + 1 < last && p[k] == '-') {
            // a range "a-z"; its end may be an escape or a character past ASCII
            unsigned hi = 0;
            if (p[k + 1] == '\\') {
                if (k + 2 >= last) {
                    return std::nullopt;
                }
                const auto b = escaped_byte(p[k + 2]);
                if (!b) {
                    return std::nullopt;
                }
                hi = *b;
                k += 3;
            } else if (static_cast<unsigned char>(p[k + 1]) >= 0x80) {
                listed |= byte_range(lo, 0x7f) | high_bytes();
                k += 2;
                continue;
            } else {
                hi = static_cast<unsigned char>(p[k + 1]);
                k += 2;
            }
            if (hi < lo) {
                return std::nullopt;
            }
            listed |= byte_range(lo, hi);
        } else {
            listed.set(lo);
        }
    }
    return negate ? negated(listed) : listed;
}

// The index of the ')' closing the group that opens at `pos`, or npos.
std::size_t group_end(std::string_view p, std::size_t pos) {
    int depth = 0;
    for (std::size_t k = pos; k < p.size();) {
        const char c = p[k];
        if (c == '\\') {
            k += 2;
        } else if (c == '[') {
            k = class_end(p, k);
            if (k == std::string_view::npos) {
                return k;
            }
        } else {
            if (c == '(') {
                ++depth;
            } else if (c == ')' && --depth == 0) {
                return k;
            }
            ++k;
        }
    }
    return std::string_view::npos;
}

// True when p[from, to) holds a '|' outside every group and class.
bool has_alternation(std::string_view p, std::size_t from, std::size_t to) {
    int depth = 0;
    for (std::size_t k = from; k < to;) {
        const char c = p[k];
        if (c == '\\') {
            k += 2;
            continue;
        }
        if (c == '[') {
            k = class_end(p, k);
            if (k == std::string_view::npos) {
                return true;
            }
            continue;
        }
        if (c == '(') {
            ++depth;
        } else if (c == ')') {
            --depth;
        } else if (c == '|' && depth == 0) {
            return true;
        }
        ++k;
    }
    return false;
}

class Reader {
  public:
    Reader(std::string_view pattern, std::vector<Item>& items) : m_p(pattern), m_items(items) {}

    // Reads the items of p[pos, end), which holds no alternation of its own; false once
    // it meets what it does not model (the opening ends there).
    bool sequence(std::size_t pos, std::size_t end) {
        while (pos < end) {
            if (m_items.size() + 2 > k_max_items) {
                return false;
            }
            const char c = m_p[pos];
            if (c == '^' || c == '$') {
                ++pos; // zero-width
                continue;
            }
            if (c == '(') {
                const std::size_t close = group_end(m_p, pos);
                if (close == std::string_view::npos || close >= end) {
                    return false;
                }
                std::size_t inner = pos + 1;
                if (m_p.substr(pos, 3) == "(?:") {
                    inner = pos + 3;
                } else if (m_p.substr(pos, 3) == "(?P" || m_p.substr(pos, 3) == "(?<") {
                    const std::size_t gt = m_p.find('>', pos);
                    if (gt == std::string_view::npos || gt >= close) {
                        return false;
                    }
                    inner = gt + 1;
                } else if (m_p.substr(pos, 2) == "(?") {
                    return false; // flags
                }
                if (has_alternation(m_p, inner, close)) {
                    return false;
                }
                const Quantifier q = quantifier_at(m_p, close + 1);
                if (q.present && q.min == 0) {
                    return false;
                }
                if (!sequence(inner, close) || q.present) {
                    return false; // a repeated group: its first round only
                }
                pos = close + 1;
                continue;
            }
            Bytes bytes;
            std::size_t next = pos + 1;
            if (c == '[') {
                next = class_end(m_p, pos);
                if (next == std::string_view::npos || next > end) {
                    return false;
                }
                const auto cls = class_bytes(m_p, pos, next);
                if (!cls) {
                    return false;
                }
                bytes = *cls;
            } else if (c == '.') {
                bytes = ~Bytes().set('\n');
            } else if (c == '\\') {
                if (pos + 1 >= end) {
                    return false;
                }
                const char e = m_p[pos + 1];
                next = pos + 2;
                if (e == 'b' || e == 'B' || e == 'A' || e == 'z') {
                    pos = next; // zero-width
                    continue;
                }
                if (const auto cls = class_escape(e)) {
                    bytes = *cls;
                } else if (const auto b = escaped_byte(e)) {
                    bytes.set(*b);
                } else {
                    return false;
                }
            } else if (c == ')' || c == '|' || c == '*' || c == '+' || c == '?' || c == '{') {
                return false;
            } else if (static_cast<unsigned char>(c) >= 0x80) {
                // A character past ASCII, written as its bytes: each must be there.
                while (next < end && (static_cast<unsigned char>(m_p[next]) & 0xC0) == 0x80) {
                    ++next;
                }
                if (quantifier_at(m_p, next).present) {
                    return false;
                }
                for (std::size_t k = pos; k < next; ++k) {
                    push(Bytes().set(static_cast<unsigned char>(m_p[k])), Repeat::once);
                }
                pos = next;
                continue;
            } else {
                bytes.set(static_cast<unsigned char>(c));
            }
            const Quantifier q = quantifier_at(m_p, next);
            // A byte past ASCII may start a character of several bytes: the ones after it
            // are continuation bytes.
            const bool wide = (bytes & high_bytes()).any();
            if (!q.present || q.min >= 1) {
                push(bytes, Repeat::once);
                if (wide) {
                    push(byte_range(0x80, 0xbf), Repeat::any);
                }
                if (q.present) {
                    push(bytes, Repeat::any);
                }
            } else if (m_p[next] == '?') {
                push(bytes, Repeat::optional);
                if (wide) {
                    push(byte_range(0x80, 0xbf), Repeat::any);
                }
            } else {
                push(bytes, Repeat::any);
            }
            pos = next + q.length;
        }
        return true;
    }

  private:
    void push(const Bytes& bytes, Repeat repeat) { m_items.push_back({bytes, repeat}); }

    std::string_view m_p;
    std::vector<Item>& m_items;
};

} // namespace

Opening Opening::of(std::string_view pattern) {
    Opening o;
    if (pattern.empty() || pattern.front() != '^' || has_alternation(pattern, 0, pattern.size())) {
        return o;
    }
    Reader(pattern, o.m_items).sequence(1, pattern.size());
    return o;
}

bool Opening::may_match(std::string_view text) const {
    const std::size_t n = m_items.size();
    if (n == 0) {
        return true;
    }
    const std::uint64_t done = std::uint64_t{1} << n;
    // Before an item that may be left out, the state after it is reached too.
    const auto closure = [&](std::uint64_t states) {
        for (std::size_t i = 0; i < n; ++i) {
            if ((states >> i & 1U) != 0 && m_items[i].repeat != Repeat::once) {
                states |= std::uint64_t{1} << (i + 1);
            }
        }
        return states;
    };
    std::uint64_t states = closure(1);
    for (const char ch : text) {
        if ((states & done) != 0) {
            return true;
        }
        const auto b = static_cast<unsigned char>(ch);
        std::uint64_t next = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if ((states >> i & 1U) != 0 && m_items[i].bytes.test(b)) {
                next |= std::uint64_t{1} << (m_items[i].repeat == Repeat::any ? i : i + 1);
            }
        }
        states = closure(next);
        if (states == 0) {
            return false;
        }
    }
    return (states & done) != 0;
}

} // namespace loopclose::core
