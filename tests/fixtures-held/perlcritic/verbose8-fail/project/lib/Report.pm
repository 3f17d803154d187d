package Report;
use strict;
use warnings;

sub render {
    my ($rows, $out) = @_;
    open(FH, ">$out") or die "cannot write $out";
    foreach my $r (@$rows) {
        print FH join(",", @$r), "\n";
    }
    close(FH);
    return;
}

sub summarize {
    my @rows = @_;
    my $total = 0;
    map { $total += $_->[1] } @rows;
    if ($total > 1000) { return "big" } elsif ($total > 100) { return "medium" } elsif ($total > 10) { return "small" } else { return "tiny" }
}

sub parse_date {
    my $s = shift;
    my ($y, $m, $d) = $s =~ /(\d+)-(\d+)-(\d+)/;
    return sprintf("%04d%02d%02d", $y, $m, $d);
}

1;
