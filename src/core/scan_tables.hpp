// SPDX-License-Identifier: MIT
// The pre-filters' tables (ARCHITECTURE.md, "The pipeline", step 3, and "Line rules"):
// the trigger scan's and the built-in rows' keys. A run used to build them at its start
// from the rows' atoms, about 6 M instructions, more than the rest of a small run; the
// build now writes them out (loopclose_scan_tables writes the tables a run would build
// as C++ constant data) and a run only reads them. A build step that has no such data
// yet, and the tests that compare the two, build them as before (fresh_scan_tables).
#pragma once

#include "core/literal_scan.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace loopclose::core {

// The rows' pre-filter (RuleSet): per key literal, the rows it may open.
struct RowFilterTables {
    std::span<const std::string_view> keys; // lower case unless key_wheres says spelt
    std::span<const LiteralScanner::Where> key_wheres;
    std::span<const std::uint32_t> rows_of_key_begin; // one more than keys
    std::span<const std::uint32_t> rows_of_key;
    std::span<const std::uint32_t> always; // rows without a key: tried on every line
    // Per row: which of its required atoms is its key (the scan found it already), or -1.
    std::span<const std::int32_t> key_required;
};

// A detector's start pattern as the trigger scan knows it.
struct TriggerStart {
    std::uint32_t bit;     // trigger_bit of its kind
    bool plain;            // a plain literal: the scan decides it alone
    std::uint32_t pattern; // its index in detector_starts()
    // Its other required literals (besides the one scanned for), in TriggerTables::others.
    std::uint32_t others_begin;
    std::uint32_t others_end;
};
struct TriggerOther {
    std::string_view text; // lower case unless spelt
    bool spelt;
};

// The trigger scan: one scan for the start patterns' literals and the built-in rows'.
struct TriggerTables {
    LiteralScanner::Tables scanner;
    std::span<const std::int32_t> row_key_of; // per literal: the rows' key it is, or -1
    std::span<const TriggerStart> starts;
    std::span<const TriggerOther> others;
    std::span<const std::uint32_t> starts_of_begin; // one more than the literals
    std::span<const std::uint32_t> starts_of;       // per literal: the starts it may open
    std::uint32_t always = 0; // kinds with a start pattern no literal filters: every line
};

struct ScanTables {
    TriggerTables triggers;
    RowFilterTables rows;
};

// Lists of indices kept flat: list k is flat[begin[k] .. begin[k + 1]).
void flatten_lists(const std::vector<std::vector<std::uint32_t>>& lists,
                   std::vector<std::uint32_t>& begin, std::vector<std::uint32_t>& flat);
inline std::span<const std::uint32_t> list_at(std::span<const std::uint32_t> begin,
                                              std::span<const std::uint32_t> flat, std::size_t k) {
    return flat.subspan(begin[k], begin[k + 1] - begin[k]);
}

// The tables the build wrote; nullptr in the build step that writes them.
const ScanTables* built_scan_tables();

// The tables built now, from detector_starts() and builtin_rules(), as a run without
// built tables does (views into storage that lives as long as the process).
const ScanTables& fresh_scan_tables();

// A C++ string literal holding `bytes` (octal escapes for all but plain characters),
// and a std::string_view of them (which may hold a NUL).
std::string cpp_string_literal(std::string_view bytes);
std::string cpp_string_view(std::string_view bytes);

// C++ source that defines built_scan_tables() with `tables` as constant data.
std::string scan_tables_source(const ScanTables& tables);

} // namespace loopclose::core
